import { Module } from '@nestjs/common';
import { StorageModule } from '../../common/storage/image-storage.service';
import { ScheduleController } from './schedule.controller';
import { ScheduleService } from './schedule.service';
import { TaskCalendarController } from './task-calendar.controller';
import { TaskCalendarService } from './task-calendar.service';
import { TaskLibraryController } from './task-library.controller';
import { TaskLibraryService } from './task-library.service';

/** Farm tasks: task library, recurring schedules, tasks due, executions and the calendar. */
@Module({
  imports: [StorageModule],
  controllers: [TaskLibraryController, ScheduleController, TaskCalendarController],
  providers: [TaskLibraryService, ScheduleService, TaskCalendarService],
  exports: [TaskLibraryService, ScheduleService, TaskCalendarService],
})
export class TasksModule {}
